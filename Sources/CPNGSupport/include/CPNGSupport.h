#ifndef CPNGSUPPORT_H
#define CPNGSUPPORT_H
/// Returns the libpng version the library was built against.
const char *diorama_png_version(void);
#endif
