#pragma once

#include "widgets/statuscolors.h"

#include <QFrame>

#include <functional>

class QHBoxLayout;
class QLabel;
class QTimer;
class QToolButton;

namespace paydesk::ui {

// What just happened, said where the eye is: a line across the top of the window's panes,
// tinted by its tone, with the buttons that follow from it (Open file, Show in folder) and a
// close button. It floats over its parent's top edge and takes no room in a layout, so showing
// or closing it never moves what is under the pointer. A message without buttons goes away by
// itself after a while; one with buttons stays until it is closed or replaced. The status bar
// keeps the connection and the refresh time.
class MessageBar : public QFrame
{
    Q_OBJECT
public:
    explicit MessageBar(QWidget *parent = nullptr);

    // Replaces any message shown.
    void showMessage(const QString &text, Tone tone = Tone::Positive);
    // Something to decide: the message with a button per choice; it stays until one is chosen
    // (which closes it) or it is closed.
    struct Choice
    {
        QString text;
        std::function<void()> run;
    };
    void showChoices(const QString &text, Tone tone, const QList<Choice> &choices);
    // A file was written: the message, then Open file and Show in folder.
    void showFileMessage(const QString &text, const QString &path);
    void dismiss();

    QString text() const;
    // The buttons the message offers, in order (for tests and the keyboard).
    QList<QToolButton *> actionButtons() const { return m_actions; }

    // How long a message without buttons stays.
    static constexpr int TimeoutMs = 12000;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void clearActions();
    void addAction(const QString &text, const std::function<void()> &run);
    void applyTone();
    // Over the top of the parent, as wide as it and as high as the text needs.
    void place();

    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QHBoxLayout *m_buttons = nullptr;
    QToolButton *m_close = nullptr;
    QTimer *m_timer = nullptr;
    QList<QToolButton *> m_actions;
    Tone m_tone = Tone::Positive;
    bool m_tinting = false;
};

} // namespace paydesk::ui
