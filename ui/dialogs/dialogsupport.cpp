#include "dialogs/dialogsupport.h"

#include "core/money.h"
#include "widgets/statuscolors.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QPalette>
#include <QTimer>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace paydesk::ui::dialogs {

namespace {

// lupdate reads Q_DECLARE_TR_FUNCTIONS, so these strings get a context of their own.
class DialogText
{
    Q_DECLARE_TR_FUNCTIONS(DialogText)
};

bool isDark(const QWidget *w)
{
    return w->palette().color(QPalette::Window).lightness() < 128;
}

} // namespace

bool isLive(const api::ApiClient *client)
{
    return client && client->config().environment == api::Environment::Production;
}

void setFieldError(QLabel *label, QWidget *field, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
    if (field)
        field->setAccessibleDescription(text);
}

void styleFieldError(QLabel *label)
{
    QPalette p = label->palette();
    const QColor red = toneColor(Tone::Negative);
    p.setColor(QPalette::WindowText, isDark(label) ? red.lighter(170) : red);
    label->setPalette(p);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
}

void styleErrorBox(QLabel *label)
{
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setStyleSheet(u"QLabel { background: rgba(198, 40, 40, 0.12); "
                         "border: 1px solid rgba(198, 40, 40, 0.55); border-radius: 4px; "
                         "padding: 6px 8px; }"_s);
}

void styleLiveBanner(QLabel *label, bool live, const QString &text)
{
    label->setText(text);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    label->setStyleSheet(u"QLabel { background: #c62828; color: white; font-weight: 600; "
                         "border-radius: 4px; padding: 6px; }"_s);
    label->setVisible(live);
}

void styleBadge(QLabel *label, const QColor &color)
{
    label->setStyleSheet(u"QLabel { background: %1; color: white; font-weight: 600; "
                         "border-radius: 4px; padding: 2px 10px; }"_s.arg(color.name()));
}

void cancelRequest(api::ApiClient *client, api::RequestId &request)
{
    if (client && request)
        client->cancel(request);
    request = 0;
}

void showErrorBox(QLabel *errorLabel, QLabel *statusLabel, const QString &text)
{
    errorLabel->setText(text);
    errorLabel->show();
    statusLabel->clear();
    growToFit(errorLabel->window());
}

void growToFit(QWidget *window)
{
    const auto grow = [window] {
        if (QLayout *layout = window->layout())
            layout->activate();
        // Wider too when a line that cannot wrap (a check box) came into view.
        const int width = std::max(window->width(), window->minimumSizeHint().width());
        const int wanted = window->hasHeightForWidth() ? window->heightForWidth(width)
                                                       : window->sizeHint().height();
        if (wanted > window->height() || width > window->width())
            window->resize(width, std::max(wanted, window->height()));
    };
    grow();
    // Word-wrapped labels and lists sized to their rows settle once the layout requests
    // posted by this change have run; until then the window would squeeze them together.
    QTimer::singleShot(0, window, grow);
}

QString errorText(const api::ApiError &error)
{
    return error.messageWithAdvice();
}

QString confirmationAmount(qint64 minor, int exponent, const QLocale &locale)
{
    return formatAmount(minor, exponent, locale, false);
}

QString decisionText(const QString &decision)
{
    if (decision == u"approve"_s)
        return DialogText::tr("Approve");
    if (decision == u"review"_s)
        return DialogText::tr("Review");
    if (decision == u"decline"_s)
        return DialogText::tr("Decline");
    return decision;
}

QString sessionStatusText(const QString &status)
{
    if (status == u"open"_s)
        return DialogText::tr("Open");
    if (status == u"completed"_s)
        return DialogText::tr("Completed");
    if (status == u"expired"_s)
        return DialogText::tr("Expired");
    return status; // unknown statuses as they come
}

QString sessionStatusHint(const QString &status)
{
    if (status == u"open"_s)
        return DialogText::tr("waiting for the customer to pay");
    if (status == u"completed"_s)
        return DialogText::tr("the customer has paid");
    if (status == u"expired"_s)
        return DialogText::tr("the link can no longer be paid");
    return {};
}

} // namespace paydesk::ui::dialogs
