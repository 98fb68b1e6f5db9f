# The Debian package: `cpack -G DEB` in the build folder makes inbetween_VERSION_ARCH.deb of
# what `cmake --install` installs, under /usr.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME inbetween)
set(CPACK_PACKAGE_VENDOR "The Inbetween maintainers")
set(INBETWEEN_DEB_MAINTAINER "The Inbetween maintainers <maintainers@inbetween.example>" CACHE STRING
    "The Maintainer field of the Debian package")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${INBETWEEN_DEB_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "animation timing editor for flipbooks and motion keys")
set(CPACK_PACKAGE_DESCRIPTION
    "Inbetween keeps a character's animation clips in one project: every image of a clip's "
    "flipbook gets its own hold time, motion keyframes get their easing, and the loop plays in a "
    "3D preview, in time with its sound. Projects export to glTF, Aseprite sprite sheets, Godot 4 "
    "resources and CSV. inbetween-cli validates, samples and exports projects in build pipelines.")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # inbetween_0.1.0_amd64.deb, as apt names packages
set(CPACK_STRIP_FILES ON) # the build keeps its debug information; the package does not

# Depends: the libraries the programs link, found by dpkg-shlibdeps, and what the editor loads
# at run time without linking it (QML modules, the Qt platform and image plugins, GStreamer's
# decoders, Mesa's drivers), which dpkg-shlibdeps cannot see: the names marked "# run" in
# resources/debian-packages.txt, so that the list of packages stays in one place.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
file(STRINGS ${PROJECT_SOURCE_DIR}/resources/debian-packages.txt run_lines REGEX "#[ \t]*run[ \t]*$")
list(TRANSFORM run_lines REPLACE "[ \t]*#.*$" "")
list(JOIN run_lines ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
if(NOT CPACK_DEBIAN_PACKAGE_DEPENDS)
    message(FATAL_ERROR "resources/debian-packages.txt marks no package '# run'")
endif()

include(CPack)
