#pragma once

#include "webhooks/replay.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
QT_END_NAMESPACE

namespace paydesk::ui {

// The Replay tab of the Webhooks pane: where to send the selected delivery again, whether as
// it came or signed again with a secret (a fresh timestamp), Send, and the answer, its headers
// and body shown with secrets redacted. The pane says which delivery goes (replay()).
class ReplayPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ReplayPanel(QWidget *parent = nullptr);
    ~ReplayPanel() override;

    // The address box's text, as typed.
    QString address() const;
    void setAddress(const QString &address);
    webhooks::ReplayRequest::Mode mode() const;
    // The mode's place in its list, for the pane's saved state.
    int modeIndex() const;
    void setModeIndex(int index);
    // The secret a re-signed replay is signed with (trimmed); the profile's unless changed.
    QString secret() const;
    void setSecret(const QString &secret);
    // Whether there is a delivery to send: Send is enabled then, except during a replay.
    void setReplayable(bool replayable);
    void focusAddress();

    // Sends `delivery` as `request` says; the address box shows request.url when it is empty.
    // finished() follows.
    void replay(const webhooks::Delivery &delivery, const webhooks::ReplayRequest &request);

Q_SIGNALS:
    // Send was clicked, or Return pressed in the address box.
    void sendRequested();
    void finished(const paydesk::webhooks::ReplayResult &result);

private:
    void showResult(const webhooks::ReplayResult &result);

    webhooks::WebhookReplayer *m_replayer = nullptr;
    bool m_replayable = false;
    QLineEdit *m_url = nullptr;
    QComboBox *m_mode = nullptr;
    QLineEdit *m_secret = nullptr;
    QPushButton *m_send = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_response = nullptr;
};

} // namespace paydesk::ui
