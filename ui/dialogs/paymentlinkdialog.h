#pragma once

#include "api/apiclient.h"

#include <QDialog>
#include <QPointer>

#include <memory>
#include <optional>

class QPushButton;

namespace Ui {
class PaymentLinkDialog;
}

namespace paydesk::ui {

// Creates a payment link (a redirect session on the hosted checkout page) for a phone order.
// return_url and cancel_url must be absolute https:// addresses; anything else is shown under
// the field and nothing is sent. Once created, the dialog shows the checkout URL (Copy, Open in
// browser), the session's status and expiry in local time, and Refresh asks the service again
// (the transaction id appears once the customer has paid). Amounts are parsed in the dialog's
// locale() (QWidget::setLocale; QLocale() by default).
class PaymentLinkDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PaymentLinkDialog(api::ApiClient *client, QWidget *parent = nullptr);
    ~PaymentLinkDialog() override;

    // The session as last read from the service, once created() was emitted.
    std::optional<api::RedirectSession> session() const { return m_session; }
    QString idempotencyKey() const { return m_idempotencyKey; }

    void reject() override;

    // The problem with `text` as an absolute https:// URL, or an empty string when it is one
    // (or when it is empty and not required).
    static QString httpsUrlProblem(const QString &text, bool required);

Q_SIGNALS:
    void created(const paydesk::api::RedirectSession &session);
    void sessionUpdated(const paydesk::api::RedirectSession &session);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Busy { None, Create, Refresh };

    void onCreate();
    void onRefresh();
    void showSession(const api::RedirectSession &session);
    void showError(const api::ApiError &error);
    // The answer to creating or refreshing the link: the wait ends, and the session is taken,
    // or (false) the error shown.
    bool takeAnswer(const api::Result<api::RedirectSession> &result);
    void setBusy(Busy busy, const QString &text = {});
    QString contentKey() const;

    std::unique_ptr<Ui::PaymentLinkDialog> m_ui;
    QPointer<api::ApiClient> m_client;
    QPushButton *m_createButton = nullptr;
    Busy m_busy = Busy::None;
    api::RequestId m_request = 0;
    QString m_idempotencyKey;
    std::optional<QString> m_keySentFor;
    std::optional<api::RedirectSession> m_session;
};

} // namespace paydesk::ui
