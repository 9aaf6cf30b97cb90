#ifndef CTURBOJPEG_SHIM_H
#define CTURBOJPEG_SHIM_H

#include <turbojpeg.h>

// The header's MCU tables are C arrays, which Swift does not import; these read them.
static inline int cturbojpeg_mcu_width(int subsampling) {
    return subsampling >= 0 && subsampling < TJ_NUMSAMP ? tjMCUWidth[subsampling] : 0;
}

static inline int cturbojpeg_mcu_height(int subsampling) {
    return subsampling >= 0 && subsampling < TJ_NUMSAMP ? tjMCUHeight[subsampling] : 0;
}

#endif
