// The declaration in include/CFuzzer.h is all this module is: SwiftPM wants a source file.
#include "CFuzzer.h"
