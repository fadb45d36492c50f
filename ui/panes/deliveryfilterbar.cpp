#include "deliveryfilterbar.h"

#include "widgets/dataview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using webhooks::Verdict;

namespace {

constexpr QLatin1StringView InvalidChoice("invalid"); // the verdict list's "any but valid"

} // namespace

DeliveryFilterBar::DeliveryFilterBar(QWidget *parent)
    : QWidget(parent)
    , m_debounce(new QTimer(this))
{
    m_type = new QComboBox;
    m_type->setObjectName(u"typeFilter"_s);
    m_type->setAccessibleName(tr("Event type filter"));
    m_type->setToolTip(tr("Show one event type"));
    m_type->addItem(tr("All event types"), QString());
    addEventTypes({u"transaction.captured"_s, u"transaction.failed"_s, u"transaction.refunded"_s});
    m_type->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_verdict = new QComboBox;
    m_verdict->setObjectName(u"verdictFilter"_s);
    m_verdict->setAccessibleName(tr("Verdict filter"));
    m_verdict->setToolTip(tr("Show deliveries by what their signature check found"));
    m_verdict->addItem(tr("All verdicts"), QString());
    m_verdict->addItem(tr("Invalid (any reason)"), QString(InvalidChoice));
    for (const Verdict v : webhooks::allVerdicts())
        m_verdict->addItem(webhooks::verdictText(v), webhooks::verdictName(v));
    m_verdict->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_search = new QLineEdit;
    m_search->setObjectName(u"webhookSearch"_s);
    m_search->setAccessibleName(tr("Search deliveries"));
    m_search->setPlaceholderText(tr("Search id, transaction, body…"));
    m_search->setClearButtonEnabled(true);
    fitToPlaceholder(m_search, 0);

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_profile = new QComboBox;
    m_profile->setObjectName(u"profileFilter"_s);
    m_profile->setAccessibleName(tr("Profile filter"));
    m_profile->setToolTip(tr("Show the deliveries of the profile in use, or of every profile"));
    m_profile->addItem(tr("This profile"));
    m_profile->addItem(tr("All profiles"));
    m_profile->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    row->addWidget(m_profile);
    row->addWidget(m_type);
    row->addWidget(m_verdict);
    row->addWidget(m_search);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, &DeliveryFilterBar::filterChanged);
    connect(m_search, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_type, &QComboBox::currentIndexChanged, this, &DeliveryFilterBar::filterChanged);
    connect(m_verdict, &QComboBox::currentIndexChanged, this, &DeliveryFilterBar::filterChanged);
    connect(m_profile, &QComboBox::currentIndexChanged, this, &DeliveryFilterBar::filterChanged);
}

void DeliveryFilterBar::setCurrentProfile(const QString &profileId)
{
    if (profileId == m_currentProfileId)
        return;
    m_currentProfileId = profileId;
    if (m_profile->currentIndex() == 0)
        Q_EMIT filterChanged();
}

DeliveryFilterBar::~DeliveryFilterBar() = default;

webhooks::DeliveryFilter DeliveryFilterBar::filter() const
{
    webhooks::DeliveryFilter f;
    f.eventType = typeChoice();
    const QString verdict = verdictChoice();
    if (verdict == InvalidChoice)
        f.invalidOnly = true;
    else if (!verdict.isEmpty())
        f.verdict = webhooks::verdictFromName(verdict);
    f.text = m_search->text().trimmed();
    if (m_profile->currentIndex() == 0)
        f.profileId = m_currentProfileId;
    return f;
}

void DeliveryFilterBar::setFilter(const webhooks::DeliveryFilter &f)
{
    const QString verdict = f.invalidOnly ? QString(InvalidChoice)
                            : f.verdict   ? webhooks::verdictName(*f.verdict)
                                          : QString();
    setChoices(f.eventType, verdict);
    {
        const QSignalBlocker blocker(m_profile);
        m_profile->setCurrentIndex(f.profileId.isEmpty() && !m_currentProfileId.isEmpty() ? 1 : 0);
    }
    const QSignalBlocker blocker(m_search);
    m_search->setText(f.text);
}

QString DeliveryFilterBar::typeChoice() const
{
    return m_type->currentData().toString();
}

QString DeliveryFilterBar::verdictChoice() const
{
    return m_verdict->currentData().toString();
}

void DeliveryFilterBar::setChoices(const QString &type, const QString &verdict)
{
    const QSignalBlocker b1(m_type);
    const QSignalBlocker b2(m_verdict);
    addEventTypes({type});
    m_type->setCurrentIndex(std::max(0, m_type->findData(type)));
    m_verdict->setCurrentIndex(std::max(0, m_verdict->findData(verdict)));
}

void DeliveryFilterBar::addEventTypes(const QStringList &types)
{
    for (const QString &type : types) {
        if (!type.isEmpty() && m_type->findData(type) < 0)
            m_type->addItem(type, type);
    }
}

void DeliveryFilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void DeliveryFilterBar::dropPendingChange()
{
    m_debounce->stop();
}

} // namespace paydesk::ui
