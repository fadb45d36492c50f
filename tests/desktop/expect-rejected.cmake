# cmake -DTOOL=<command;args> -DFILE=<file> -DEXPECT=<text> -P expect-rejected.cmake
# Passes only when TOOL exits non-zero on FILE and says EXPECT: a validator that accepts
# everything, or is missing, fails.
execute_process(COMMAND ${TOOL} ${FILE}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(rc EQUAL 0)
    message(FATAL_ERROR "${TOOL} accepted ${FILE}, which is invalid")
endif()
string(FIND "${out}${err}" "${EXPECT}" at)
if(at EQUAL -1)
    message(FATAL_ERROR "${TOOL} failed (${rc}) without saying: ${EXPECT}")
endif()
