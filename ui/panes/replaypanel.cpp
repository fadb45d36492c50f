#include "replaypanel.h"

#include "webhooks/deliveryview.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using webhooks::ReplayRequest;

ReplayPanel::ReplayPanel(QWidget *parent)
    : QWidget(parent)
    , m_replayer(new webhooks::WebhookReplayer(nullptr, this))
{
    auto *form = new QFormLayout;
    m_url = new QLineEdit;
    m_url->setObjectName(u"replayUrl"_s);
    m_url->setPlaceholderText(tr("https://your-store.example/webhooks"));
    m_url->setAccessibleName(tr("Replay address"));
    form->addRow(tr("&Send to:"), m_url);
    m_mode = new QComboBox;
    m_mode->setObjectName(u"replayMode"_s);
    m_mode->setAccessibleName(tr("Replay signature"));
    m_mode->addItem(tr("As it came (original signature)"), int(ReplayRequest::Mode::AsReceived));
    m_mode->addItem(tr("Signed again with the secret below (fresh timestamp)"),
                    int(ReplayRequest::Mode::Resigned));
    // As wide as the detail gives it, no wider: the longest choice must not take the
    // deliveries list's room (it is whole in the list that opens).
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mode->setMinimumContentsLength(20);
    m_mode->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    form->addRow(tr("Si&gnature:"), m_mode);
    m_secret = new QLineEdit;
    m_secret->setObjectName(u"replaySecret"_s);
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setPlaceholderText(tr("whsec_…"));
    m_secret->setAccessibleName(tr("Signing secret for the replay"));
    form->addRow(tr("Signing s&ecret:"), m_secret);
    connect(m_mode, &QComboBox::currentIndexChanged, this,
            [this] { m_secret->setEnabled(mode() == ReplayRequest::Mode::Resigned); });
    m_secret->setEnabled(false);

    m_send = new QPushButton(tr("Se&nd"));
    m_send->setObjectName(u"replaySend"_s);
    m_send->setEnabled(false);
    connect(m_send, &QPushButton::clicked, this, &ReplayPanel::sendRequested);
    // Return in the address sends as the button does: not while a replay is on its way, nor
    // for a delivery that cannot be replayed.
    connect(m_url, &QLineEdit::returnPressed, this, [this] {
        if (m_send->isEnabled())
            Q_EMIT sendRequested();
    });
    m_status = new QLabel;
    // A receiver's error and the address typed: never rich text.
    m_status->setTextFormat(Qt::PlainText);
    m_status->setObjectName(u"replayStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *sendRow = new QHBoxLayout;
    sendRow->addWidget(m_send);
    sendRow->addWidget(m_status, 1);
    m_response = new QPlainTextEdit;
    m_response->setObjectName(u"replayResponse"_s);
    m_response->setAccessibleName(tr("Replay response"));
    m_response->setReadOnly(true);
    m_response->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_response->setPlaceholderText(tr("The answer to the replay appears here."));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(sendRow);
    layout->addWidget(m_response, 1);
}

ReplayPanel::~ReplayPanel() = default;

QString ReplayPanel::address() const
{
    return m_url->text();
}

void ReplayPanel::setAddress(const QString &address)
{
    m_url->setText(address);
}

ReplayRequest::Mode ReplayPanel::mode() const
{
    return ReplayRequest::Mode(m_mode->currentData().toInt());
}

int ReplayPanel::modeIndex() const
{
    return m_mode->currentIndex();
}

void ReplayPanel::setModeIndex(int index)
{
    m_mode->setCurrentIndex(std::clamp(index, 0, m_mode->count() - 1));
}

QString ReplayPanel::secret() const
{
    return m_secret->text().trimmed();
}

void ReplayPanel::setSecret(const QString &secret)
{
    m_secret->setText(secret);
}

void ReplayPanel::setReplayable(bool replayable)
{
    m_replayable = replayable;
    m_send->setEnabled(replayable);
}

void ReplayPanel::focusAddress()
{
    m_url->setFocus(Qt::ShortcutFocusReason);
    m_url->selectAll();
}

void ReplayPanel::replay(const webhooks::Delivery &delivery, const ReplayRequest &request)
{
    if (m_url->text().trimmed().isEmpty() && request.url.isValid())
        m_url->setText(request.url.toString());
    m_send->setEnabled(false);
    m_status->setText(tr("Sending to %1…").arg(request.url.toString()));
    m_response->clear();
    m_replayer->replay(delivery, request, this,
                       [this](const webhooks::ReplayResult &r) { showResult(r); });
}

void ReplayPanel::showResult(const webhooks::ReplayResult &r)
{
    m_send->setEnabled(m_replayable);
    if (r.status == 0) {
        m_status->setText(tr("No answer: %1").arg(r.error));
    } else {
        m_status->setText(tr("Answered %1 in %2 ms%3")
                              .arg(r.status)
                              .arg(r.elapsedMs)
                              .arg(r.ok() ? QString() : tr(" (not a success)")));
    }
    QString text;
    for (const auto &h : webhooks::redactedHeaders(r.headers))
        text += QString::fromLatin1(h.first) + u": "_s + QString::fromLatin1(h.second) + u'\n';
    if (!text.isEmpty())
        text += u'\n';
    // The answer of a store: shown like everything else, secrets redacted.
    text += webhooks::formattedBody(r.body.left(webhooks::DeliveryView::ShownLimit));
    m_response->setPlainText(text);
    Q_EMIT finished(r);
}

} // namespace paydesk::ui
