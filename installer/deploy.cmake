# Application packaging other than CPack itself, per platform. Included from the top-level
# CMakeLists.txt after every install rule. docs/packaging.md says how each package is built.
#
# Linux: the .deb uses the system's Qt and declares it as dependencies, so nothing is deployed;
#   the executables need no RUNPATH (all of PayDesk's own libraries are static).
# Windows: paydesk.exe is a GUI program (app/CMakeLists.txt); windeployqt copies the Qt DLLs and
#   plugins next to it, which paydesk-sandbox.exe in the same folder shares.
# macOS: PayDesk.app, with paydesk-sandbox inside it (app/sandbox/CMakeLists.txt); macdeployqt
#   copies the Qt frameworks into the bundle.

if(UNIX AND NOT APPLE)
    # qt_standard_project_setup() gives executables an install RUNPATH of $ORIGIN:$ORIGIN/../lib
    # for private shared libraries. PayDesk has none, and Debian discourages RUNPATHs that a
    # package does not need (wiki.debian.org/RpathIssue).
    set_target_properties(paydesk paydesk-sandbox PROPERTIES INSTALL_RPATH "")
endif()

if(APPLE)
    set_target_properties(paydesk PROPERTIES
        OUTPUT_NAME PayDesk
        MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_LIST_DIR}/macos/Info.plist.in
        MACOSX_BUNDLE_GUI_IDENTIFIER io.paydesk.PayDesk
        MACOSX_BUNDLE_BUNDLE_NAME PayDesk
        MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
        MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
        MACOSX_BUNDLE_ICON_FILE paydesk.icns
        MACOSX_BUNDLE_COPYRIGHT "Copyright (c) 2026 The PayDesk developers")
    # paydesk-sandbox lives in PayDesk.app/Contents/MacOS and uses the bundle's Qt frameworks.
    set_target_properties(paydesk-sandbox PROPERTIES
        INSTALL_RPATH "@executable_path/../Frameworks")
endif()

if(WIN32 OR APPLE)
    # windeployqt or macdeployqt at install time, so that `cmake --install` and CPack both get
    # a self-contained tree. Qt 6.5 renamed FILENAME_VARIABLE to OUTPUT_SCRIPT.
    if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
        qt_generate_deploy_app_script(TARGET paydesk OUTPUT_SCRIPT _paydesk_deploy_script)
    else()
        qt_generate_deploy_app_script(TARGET paydesk FILENAME_VARIABLE _paydesk_deploy_script)
    endif()
    install(SCRIPT ${_paydesk_deploy_script})
endif()

if(WIN32)
    # windeployqt copies Qt and the compiler runtime, not the other DLLs the programs load:
    # QtKeychain, libxlsxwriter and theirs. Look for them in the bin folders of the prefixes
    # (vcpkg's included) and copy them next to the executables.
    set(_dll_dirs)
    foreach(_prefix IN LISTS CMAKE_PREFIX_PATH)
        list(APPEND _dll_dirs ${_prefix}/bin)
    endforeach()
    if(DEFINED VCPKG_INSTALLED_DIR AND DEFINED VCPKG_TARGET_TRIPLET)
        list(APPEND _dll_dirs ${VCPKG_INSTALLED_DIR}/${VCPKG_TARGET_TRIPLET}/bin)
    endif()
    install(CODE "set(_paydesk_dll_dirs \"${_dll_dirs}\")")
    install(CODE [[
        file(GET_RUNTIME_DEPENDENCIES
            EXECUTABLES $<TARGET_FILE:paydesk> $<TARGET_FILE:paydesk-sandbox>
            DIRECTORIES ${_paydesk_dll_dirs}
            RESOLVED_DEPENDENCIES_VAR _resolved
            UNRESOLVED_DEPENDENCIES_VAR _unresolved
            PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-" "^Qt6"
            POST_EXCLUDE_REGEXES "[Ss]ystem32")
        if(_unresolved)
            message(WARNING "DLLs not found, the package will lack them: ${_unresolved}")
        endif()
        file(INSTALL ${_resolved} DESTINATION "${CMAKE_INSTALL_PREFIX}/bin")
    ]])
endif()
