#include "daterangefilter.h"

#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

DateRangeFilter::DateRangeFilter(const QString &toolTip, QWidget *parent)
    : QWidget(parent)
{
    m_preset = new QComboBox(this);
    m_preset->setObjectName(u"dateRangeCombo"_s);
    for (const models::DatePreset p : models::datePresets())
        m_preset->addItem(models::datePresetLabel(p), int(p));
    m_preset->setAccessibleName(tr("Date range"));
    m_preset->setToolTip(toolTip);
    const QDate today = models::serviceToday();
    m_from = new QDateEdit(today.addDays(-6), this);
    m_from->setObjectName(u"fromDateEdit"_s);
    m_from->setAccessibleName(tr("First day"));
    m_to = new QDateEdit(today, this);
    m_to->setObjectName(u"toDateEdit"_s);
    m_to->setAccessibleName(tr("Last day"));
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        connect(edit, &QDateEdit::dateChanged, this, &DateRangeFilter::daysEdited);
    }
    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] {
        updateDateEdits();
        Q_EMIT presetChanged();
    });
    updateDateEdits();

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_preset);
    layout->addWidget(m_from);
    layout->addWidget(m_to);
}

models::DatePreset DateRangeFilter::preset() const
{
    return models::DatePreset(m_preset->currentData().toInt());
}

QDate DateRangeFilter::customFrom() const
{
    return m_from->date();
}

QDate DateRangeFilter::customLast() const
{
    return m_to->date();
}

models::DateRange DateRangeFilter::range(const QDate &today) const
{
    return models::dateRange(preset(), today, customFrom(), customLast());
}

void DateRangeFilter::setRange(models::DatePreset preset, const QDate &customFrom,
                               const QDate &customLast)
{
    {
        const QSignalBlocker b1(m_preset), b2(m_from), b3(m_to);
        m_preset->setCurrentIndex(m_preset->findData(int(preset)));
        if (customFrom.isValid())
            m_from->setDate(customFrom);
        if (customLast.isValid())
            m_to->setDate(customLast);
    }
    updateDateEdits();
}

void DateRangeFilter::updateDateEdits()
{
    const bool custom = preset() == models::DatePreset::Custom;
    m_from->setVisible(custom);
    m_to->setVisible(custom);
}

} // namespace paydesk::ui
