#pragma once

#include "webhooks/delivery.h"
#include "webhooks/deliveryview.h"

#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;
QT_END_NAMESPACE

namespace paydesk::ui {

class JsonHighlighter;

// One webhook delivery, beside the Webhooks pane's list: a headline (event type and id), then
// tabs with its headers, its body (JSON formatted and highlighted when small enough), its raw
// bytes and the steps of its signature check. It shows what DeliveryReader made ready off the
// GUI thread (secrets redacted); the pane adds tabs of its own after these (tabs()).
class DeliveryDetail : public QWidget
{
    Q_OBJECT
public:
    explicit DeliveryDetail(QWidget *parent = nullptr);
    ~DeliveryDetail() override;

    QTabWidget *tabs() const { return m_tabs; }

    // The headline of `delivery` (its list row, while the rest is read), or the placeholder;
    // the tabs stay as they are rather than flash empty.
    void showHeadline(const std::optional<webhooks::Delivery> &delivery);
    // Everything about view.delivery.
    void showView(const webhooks::DeliveryView &view);
    // The headline of a delivery the store no longer has, over empty tabs that say why.
    void showMissing(const webhooks::Delivery &delivery);
    // The placeholder over empty tabs.
    void clear();

private:
    void clearTabs();

    QLabel *m_headline = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTreeWidget *m_headers = nullptr;
    QLabel *m_bodyNote = nullptr;
    QPlainTextEdit *m_body = nullptr;
    JsonHighlighter *m_highlighter = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QLabel *m_verdictLabel = nullptr;
    QTextBrowser *m_steps = nullptr;
};

} // namespace paydesk::ui
