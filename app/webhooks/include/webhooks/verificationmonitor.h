#pragma once

#include "delivery.h"

namespace paydesk::webhooks {

// Tells when deliveries keep failing verification, so that the pane can say why in words
// instead of leaving a column of red cells to be read: Threshold failures in a row raise it,
// a valid delivery (or reset(), e.g. after the secret changed) lowers it.
class VerificationMonitor
{
public:
    static constexpr int Threshold = 3;

    void add(const Delivery &delivery);
    void reset();

    bool isFailing() const { return m_consecutiveFailures >= Threshold; }
    int consecutiveFailures() const { return m_consecutiveFailures; }
    // The verdict of the latest failure (meaningful when isFailing()).
    Verdict failingVerdict() const { return m_lastFailure; }
    // verdictAdvice() of the latest failure while failing, else empty.
    QString message() const;

private:
    int m_consecutiveFailures = 0;
    Verdict m_lastFailure = Verdict::Valid;
};

} // namespace paydesk::webhooks
