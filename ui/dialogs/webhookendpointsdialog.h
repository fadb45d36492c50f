#pragma once

#include "api/apiclient.h"

#include <QDialog>
#include <QPointer>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace paydesk::ui {

// The sandbox's webhook endpoints (/sandbox/v1/webhook-endpoints): where the sandbox sends each
// event, which kinds each one takes, and every attempt to deliver (time, HTTP status or error,
// next retry, abandoned), followed every few seconds while open. "My store" is added with its
// URL and kinds and gets its own signing secret, shown once; an endpoint can be disabled or
// deleted, and an event resent (the same webhook-id) to the endpoint of the chosen attempt.
// Against a service without the API (404: a real service keeps endpoints in its dashboard) it
// says so.
class WebhookEndpointsDialog : public QDialog
{
    Q_OBJECT
public:
    // The event kinds the sandbox sends.
    static QStringList eventKinds();

    explicit WebhookEndpointsDialog(api::ApiClient *client, QWidget *parent = nullptr);
    ~WebhookEndpointsDialog() override;

    void refresh();
    // Adds an endpoint as the Add endpoint dialog does (empty kinds: every kind).
    void addEndpoint(const QString &url, const QStringList &kinds);
    void setEndpointEnabled(const QString &id, bool enabled);
    void deleteEndpoint(const QString &id);
    // Sends the event of the attempt again, to that attempt's endpoint.
    void resend(const api::WebhookDelivery &attempt);

    const QList<api::WebhookEndpoint> &endpoints() const { return m_endpoints; }
    const QList<api::WebhookDelivery> &attempts() const { return m_attempts; }
    // The secret of the endpoint added last (it is shown once).
    QString lastSecret() const { return m_lastSecret; }
    bool isBusy() const;
    // What the dialog says (an error, the 404, what was done).
    QString stateText() const;

Q_SIGNALS:
    void changed();
    void statusMessage(const QString &message);

private:
    void loadAttempts();
    void showEndpoints();
    void showAttempts();
    void showState(const QString &text, bool error = false);
    void askForEndpoint();
    void showSecret(const api::WebhookEndpoint &endpoint);
    void updateButtons();
    std::optional<api::WebhookEndpoint> currentEndpoint() const;
    std::optional<api::WebhookDelivery> currentAttempt() const;
    QString endpointName(const std::optional<QString> &id) const;
    // `listing`: the answer to a list; its 404 means the service has no such API.
    void fail(const api::ApiError &error, bool listing = false);

    QPointer<api::ApiClient> m_client;
    QList<api::WebhookEndpoint> m_endpoints;
    QList<api::WebhookDelivery> m_attempts;
    int m_pending = 0;
    QString m_lastSecret;
    bool m_unsupported = false;
    api::RequestId m_endpointsRequest = 0;
    api::RequestId m_attemptsRequest = 0;
    api::RequestId m_changeRequest = 0;

    QLabel *m_state = nullptr;
    QTreeWidget *m_endpointView = nullptr;
    QTreeWidget *m_attemptView = nullptr;
    QLabel *m_attemptsTitle = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_toggle = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_resend = nullptr;
    QTimer *m_poll = nullptr;
    QWidget *m_secretBox = nullptr;
    QLabel *m_secretText = nullptr;
    QLineEdit *m_secret = nullptr;
    QPushButton *m_copySecret = nullptr;
};

} // namespace paydesk::ui
