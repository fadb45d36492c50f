#include "verificationmonitor.h"

namespace paydesk::webhooks {

void VerificationMonitor::add(const Delivery &delivery)
{
    // A browser or a health check is no sign that signatures fail.
    if (delivery.verification.verdict == Verdict::MethodNotAllowed)
        return;
    if (delivery.verification.isValid()) {
        m_consecutiveFailures = 0;
        return;
    }
    ++m_consecutiveFailures;
    m_lastFailure = delivery.verification.verdict;
}

void VerificationMonitor::reset()
{
    m_consecutiveFailures = 0;
    m_lastFailure = Verdict::Valid;
}

QString VerificationMonitor::message() const
{
    return isFailing() ? verdictAdvice(m_lastFailure) : QString();
}

} // namespace paydesk::webhooks
