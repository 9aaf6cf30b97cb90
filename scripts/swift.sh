#!/bin/sh
# swift, with the variables a shell or make changes from one command to the next taken out of its
# environment. SwiftPM plans the build anew whenever its environment differs from the last
# build's (10 s on two cores): `make run`, then `make exercise`, then `make run PATTERN=vip`
# would each pay it, for a `cd` (OLDPWD), a nesting level (SHLVL, MAKELEVEL), make's own
# arguments (MAKEFLAGS, MAKEOVERRIDES) or the last command's name (`_`). Every make target and
# script calls swift through this, so they share one plan; what the apps read (TERM, LANG,
# NO_COLOR…) is left alone. SWIFT_PROGRAM names another swift (make's SWIFT=…).
program=${SWIFT_PROGRAM:-swift}
exec env -u _ -u OLDPWD -u PWD -u SHLVL -u MAKELEVEL -u MAKEFLAGS -u MFLAGS -u MAKEOVERRIDES \
    -u MAKE_TERMOUT -u MAKE_TERMERR -u SWIFT_PROGRAM "$program" "$@"
