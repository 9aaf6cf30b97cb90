#ifndef CLIBCRYPTO_SHIM_H
#define CLIBCRYPTO_SHIM_H

// OpenSSL's libcrypto, for SHA-256 only, where the platform has no CryptoKit: EVP_Digest is the
// one-shot call that OpenSSL 1.1 and 3 both keep undeprecated.
#include <openssl/evp.h>

#endif
