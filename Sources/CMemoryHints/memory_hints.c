// The hints are inline functions of the header; this file gives the target a translation unit.
#include "CMemoryHints.h"
