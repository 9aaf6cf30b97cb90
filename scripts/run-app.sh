#!/bin/sh
# Builds and starts one of the ten apps: run-app.sh gather|mycards mvc|mvvm|mvp|viper|vip [app options]
set -eu
app=$(printf '%s' "${1:-gather}" | tr '[:upper:]' '[:lower:]')
pattern=$(printf '%s' "${2:-mvc}" | tr '[:upper:]' '[:lower:]')
[ $# -ge 2 ] && shift 2 || shift $#

case "$pattern" in
    mvc) Pattern=MVC ;; mvvm) Pattern=MVVM ;; mvp) Pattern=MVP ;; viper) Pattern=VIPER ;; vip) Pattern=VIP ;;
    *) echo "run: unknown pattern '$pattern' (use mvc, mvvm, mvp, viper or vip)" >&2; exit 2 ;;
esac
case "$app" in
    gather) product="gather-$pattern"; name="Football Gather" ;;
    mycards) product="MyCards$Pattern"; name="My Cards" ;;
    *) echo "run: unknown app '$app' (use gather or mycards)" >&2; exit 2 ;;
esac

cd "$(dirname "$0")/.."
if ! swift package describe --type json 2>/dev/null | grep -q "\"name\" : \"$product\""; then
    echo "run: $name in $Pattern ($product) is not built yet in this repository." >&2
    exit 1
fi
swift build --product "$product"
exec "$(swift build --show-bin-path)/$product" "$@"
