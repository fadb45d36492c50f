#include "widgets/messagebar.h"

#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(u"messageBar"_s);
    setAccessibleName(tr("Message"));
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 4, 4);
    m_icon = new QLabel(this);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Screen readers announce it as it appears.
    m_text->setAccessibleName(tr("Message"));
    m_buttons = new QHBoxLayout;
    m_close = new QToolButton(this);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close the message"));
    m_close->setAccessibleName(tr("Close the message"));
    connect(m_close, &QToolButton::clicked, this, &MessageBar::dismiss);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addLayout(m_buttons);
    layout->addWidget(m_close);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &MessageBar::dismiss);
    if (parent)
        parent->installEventFilter(this);
    hide();
}

bool MessageBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisibleTo(parentWidget()))
        place();
    return QFrame::eventFilter(watched, event);
}

void MessageBar::showEvent(QShowEvent *event)
{
    QFrame::showEvent(event);
    place();
}

void MessageBar::place()
{
    QWidget *over = parentWidget();
    if (!over)
        return;
    const int width = over->width();
    const int height = hasHeightForWidth() ? heightForWidth(width) : sizeHint().height();
    setGeometry(0, 0, width, std::max(height, minimumSizeHint().height()));
    raise();
}

void MessageBar::showMessage(const QString &text, Tone tone)
{
    clearActions();
    m_tone = tone;
    m_text->setText(text);
    const QStyle::StandardPixmap icon = tone == Tone::Negative || tone == Tone::Attention
                                            ? QStyle::SP_MessageBoxWarning
                                            : QStyle::SP_MessageBoxInformation;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    applyTone();
    show();
    place(); // the text (and its height) changed while it may have been shown already
    m_timer->start(TimeoutMs);
}

void MessageBar::showFileMessage(const QString &text, const QString &path)
{
    showMessage(text, Tone::Positive);
    m_timer->stop(); // it offers something to do: it stays until closed
    const QString absolute = QFileInfo(path).absoluteFilePath();
    addAction(tr("Open file"),
              [absolute] { QDesktopServices::openUrl(QUrl::fromLocalFile(absolute)); });
    addAction(tr("Show in folder"), [absolute] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(absolute).absolutePath()));
    });
}

void MessageBar::showChoices(const QString &text, Tone tone, const QList<Choice> &choices)
{
    showMessage(text, tone);
    m_timer->stop();
    for (const Choice &choice : choices) {
        addAction(choice.text, [this, run = choice.run] {
            dismiss();
            run();
        });
    }
}

void MessageBar::dismiss()
{
    m_timer->stop();
    clearActions();
    m_text->clear();
    hide();
}

QString MessageBar::text() const
{
    return isVisibleTo(parentWidget()) ? m_text->text() : QString();
}

void MessageBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (!m_tinting &&
        (event->type() == QEvent::PaletteChange ||
         event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::StyleChange))
        applyTone();
}

void MessageBar::clearActions()
{
    for (QToolButton *b : std::as_const(m_actions))
        b->deleteLater();
    m_actions.clear();
}

void MessageBar::addAction(const QString &text, const std::function<void()> &run)
{
    auto *button = new QToolButton(this);
    button->setText(text);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(button, &QToolButton::clicked, this, run);
    m_buttons->addWidget(button);
    m_actions << button;
    place();
}

void MessageBar::applyTone()
{
    // A light tint of the tone over the window's own colour, so it reads in light and dark.
    const QColor window = parentWidget() ? parentWidget()->palette().color(QPalette::Window)
                                         : palette().color(QPalette::Window);
    QPalette p = palette();
    p.setColor(QPalette::Window, toneTint(m_tone, window));
    m_tinting = true; // setPalette() sends a PaletteChange of its own
    setPalette(p);
    m_tinting = false;
}

} // namespace paydesk::ui
