// One include, named by the target that compiles this file (tests/layering/CMakeLists.txt).
// Whether it compiles says whether the link graph lets that target see the header.
#include PAYDESK_PROBE_HEADER

int paydeskLayeringProbe()
{
    return 0;
}
