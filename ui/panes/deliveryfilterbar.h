#pragma once

#include "webhooks/delivery.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLineEdit;
class QTimer;
QT_END_NAMESPACE

namespace paydesk::ui {

// The Webhooks pane's filters: an event type (those seen so far), a verdict (one, or any but
// valid) and text to search for, as the webhooks::DeliveryFilter they make.
class DeliveryFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit DeliveryFilterBar(QWidget *parent = nullptr);
    ~DeliveryFilterBar() override;

    // What the bar shows; the text may be newer than the last filterChanged().
    webhooks::DeliveryFilter filter() const;
    // Shows `filter`, without filterChanged().
    void setFilter(const webhooks::DeliveryFilter &filter);
    // The type and the verdict chosen, by name, for the pane's saved state (not the text).
    QString typeChoice() const;
    QString verdictChoice() const;
    // Chooses them again, without filterChanged(); a name not offered chooses all.
    void setChoices(const QString &type, const QString &verdict);
    // Offers these event types too, from now on.
    void addEventTypes(const QStringList &types);
    void focusSearch();
    // The profile "This profile" means; deliveries of every profile when it is empty.
    void setCurrentProfile(const QString &profileId);
    // filter() is being applied now: the filterChanged() due for the text typed is not.
    void dropPendingChange();

Q_SIGNALS:
    // A type or a verdict was chosen, or typing in the search box paused (200 ms).
    void filterChanged();

private:
    QComboBox *m_type = nullptr;
    QComboBox *m_verdict = nullptr;
    QComboBox *m_profile = nullptr; // this profile's deliveries, or every profile's
    QString m_currentProfileId;
    QLineEdit *m_search = nullptr;
    QTimer *m_debounce = nullptr;
};

} // namespace paydesk::ui
