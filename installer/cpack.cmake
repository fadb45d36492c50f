# CPack: a .deb on Linux, an MSI (WiX) on Windows, a disk image (DragNDrop) on macOS. Included
# from the top-level CMakeLists.txt after every install rule and installer/deploy.cmake.
#   cmake --build build && cpack --config build/CPackConfig.cmake -B build/packages
# .ci/deb.sh builds, checks (lintian) and tries the .deb; docs/packaging.md has the rest.

set(CPACK_PACKAGE_NAME paydesk)
set(CPACK_PACKAGE_VENDOR "The PayDesk developers")
set(CPACK_PACKAGE_CONTACT "PayDesk developers <maintainers@paydesk.invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Desktop back office for merchants who take card payments")
set(CPACK_PACKAGE_HOMEPAGE_URL ${PROJECT_HOMEPAGE_URL})
set(CPACK_PACKAGE_INSTALL_DIRECTORY PayDesk)
set(CPACK_PACKAGE_EXECUTABLES paydesk PayDesk)
# Release binaries without their debug sections: the package is what users install.
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_OUTPUT_FILE_PREFIX packages)
set(CPACK_VERBATIM_VARIABLES ON)
# WiX wants a .txt or .rtf licence; the repository's is LICENSE.
configure_file(${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_BINARY_DIR}/LICENSE.txt COPYONLY)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_BINARY_DIR}/LICENSE.txt)

if(UNIX AND NOT APPLE)
    set(CPACK_GENERATOR DEB)
    set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
    set(CPACK_DEBIAN_PACKAGE_SECTION misc)
    set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PROJECT_HOMEPAGE_URL})
    set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${CPACK_PACKAGE_CONTACT})
    # The extended description; CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY above it as the
    # synopsis. A line of "." is a blank line.
    set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
        "PayDesk is a desktop back office for merchants of the Payment Transactions
Service. Support staff find a payment by its reference, see what happened to
it and refund it in full or in part; accountants take the trial balance as of
a month end and export it to XLSX, CSV or PDF; developers of a store
integration watch webhook deliveries arrive and see why a signature fails.
.
A local sandbox of the whole service is built in, so PayDesk works from the
first start without an account. paydesk-sandbox runs the same sandbox on its
own for tests and store integrations. API keys live only in the system
keychain (Secret Service).")

    # Libraries the executables link come from dpkg-shlibdeps; these are loaded at run time.
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS
        # QtKeychain opens libsecret with dlopen; profiles and the local sandbox keep their
        # data in SQLite through the Qt driver plugin; the app icon is an SVG (icon engine); Qt's
        # own words (Cancel, Yes, No) come from Qt's translations; AqBanking's importers read
        # their profiles (MT940, OFX) from libaqbanking-data.
        "libsecret-1-0, libqt6sql6-sqlite, libqt6svg6, qt6-translations-l10n, libaqbanking-data")
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
        # Something must answer the Secret Service (as libqt6keychain1 recommends); Wayland
        # sessions want the native platform plugin, and native file dialogs a platform theme.
        "gnome-keyring | kwalletmanager, qt6-wayland, qt6-xdgdesktopportal-platformtheme | qt6-gtk-platformtheme")
    # paydesk-sandbox --database and installer/run-team-sandbox.sh: a team's sandbox on
    # PostgreSQL behind HAProxy (docs/team-sandbox.md); the app's own sandbox needs none of it.
    set(CPACK_DEBIAN_PACKAGE_SUGGESTS
        "qt6-qpa-plugins, libqt6sql6-psql, postgresql (>= 15), haproxy")
    set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

    # What Debian policy asks of every package: the copyright file, a changelog, man pages;
    # gzip -n keeps them byte for byte reproducible.
    set(_doc ${PROJECT_BINARY_DIR}/installer/doc)
    find_program(PAYDESK_GZIP gzip REQUIRED)
    set(_gzipped)
    foreach(_in linux/changelog linux/paydesk.1 linux/paydesk-sandbox.1)
        get_filename_component(_name ${_in} NAME)
        set(_out ${_doc}/${_name}.gz)
        add_custom_command(OUTPUT ${_out}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${_doc}
            COMMAND ${PAYDESK_GZIP} -9nc ${CMAKE_CURRENT_LIST_DIR}/${_in} > ${_out}
            DEPENDS ${CMAKE_CURRENT_LIST_DIR}/${_in}
            COMMENT "Compressing ${_name}")
        list(APPEND _gzipped ${_out})
    endforeach()
    add_custom_target(paydesk_package_docs ALL DEPENDS ${_gzipped})
    install(FILES ${CMAKE_CURRENT_LIST_DIR}/linux/copyright ${_doc}/changelog.gz
        DESTINATION share/doc/paydesk)
    install(FILES ${_doc}/paydesk.1.gz ${_doc}/paydesk-sandbox.1.gz DESTINATION share/man/man1)
endif()

if(WIN32)
    set(CPACK_GENERATOR WIX)
    # Never change it: it is how Windows knows that a new PayDesk MSI upgrades an old one.
    set(CPACK_WIX_UPGRADE_GUID 3D2A69BD-E5E8-45FF-9E74-F59B19EC8899)
    set(CPACK_WIX_PRODUCT_ICON ${PROJECT_SOURCE_DIR}/resources/icons/paydesk.ico)
    set(CPACK_WIX_PROGRAM_MENU_FOLDER PayDesk)
    set(CPACK_WIX_PROPERTY_ARPURLINFOABOUT ${PROJECT_HOMEPAGE_URL})
    set(CPACK_WIX_ARCHITECTURE x64)
    set(CPACK_PACKAGE_INSTALL_DIRECTORY PayDesk)
    set(CPACK_CREATE_DESKTOP_LINKS paydesk)
endif()

if(APPLE)
    set(CPACK_GENERATOR DragNDrop)
    set(CPACK_DMG_VOLUME_NAME PayDesk)
    set(CPACK_DMG_FORMAT UDZO)
    # An /Applications link next to PayDesk.app in the image: drag one onto the other.
    set(CPACK_DMG_DISABLE_APPLICATIONS_SYMLINK OFF)
    set(CPACK_PACKAGE_FILE_NAME PayDesk-${PROJECT_VERSION}-macOS)
endif()

include(CPack)
