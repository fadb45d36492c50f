#pragma once

#include <QObject>
#include <QPointer>

namespace paydesk::models {

class TransactionsModel;

// Loads every remaining page of a TransactionsModel, one after the other, as fast as the
// service answers ("Load all for chart"). Cancellable; a new query or client stops it too. Each
// start() is answered by exactly one finished().
class TransactionsLoadAll : public QObject
{
    Q_OBJECT
public:
    explicit TransactionsLoadAll(TransactionsModel *model, QObject *parent = nullptr);

    // False (and nothing happens) when running already, when the list is complete, or while
    // the rows shown are a previous filter's (stale).
    bool start();
    bool isRunning() const { return m_running; }

public Q_SLOTS:
    void cancel();

Q_SIGNALS:
    void progress(int rowsLoaded);
    // complete: the list has every row. `message` says what happened, for a status bar
    // (empty when a new query stopped it).
    void finished(bool complete, const QString &message);

private:
    void onPageLoaded();
    void finish(bool complete, const QString &message);

    QPointer<TransactionsModel> m_model;
    bool m_running = false;
};

} // namespace paydesk::models
