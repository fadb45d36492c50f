#pragma once

#include "apierror.h"

#include <variant>

namespace paydesk::api {

// A typed value or a typed error; never both, never neither.
template<typename T>
class Result
{
public:
    Result(T value)
        : m_v(std::move(value))
    {}
    Result(ApiError error)
        : m_v(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const { return ok(); }
    const T &value() const { return std::get<T>(m_v); }
    T &value() { return std::get<T>(m_v); }
    const ApiError &error() const { return std::get<ApiError>(m_v); }
    const T *operator->() const { return &value(); }

private:
    std::variant<T, ApiError> m_v;
};

} // namespace paydesk::api
