// The inspector's receiver started for a test: ready, or null when it did not start within 10 s.
#pragma once

#include "webhooks/webhookreceiver.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace paydesk::testing {

inline std::unique_ptr<webhooks::WebhookReceiver>
startReceiver(const webhooks::ReceiverOptions &options)
{
    auto receiver = std::make_unique<webhooks::WebhookReceiver>();
    QSignalSpy ready(receiver.get(), &webhooks::WebhookReceiver::ready);
    QSignalSpy failed(receiver.get(), &webhooks::WebhookReceiver::failed);
    receiver->start(options);
    if (!QTest::qWaitFor([&] { return !ready.isEmpty() || !failed.isEmpty(); }, 10000) ||
        ready.isEmpty())
        return nullptr;
    return receiver;
}

} // namespace paydesk::testing
