#!/bin/sh
# Stand-in for sendmail when no SMTP server is configured: keeps each mail as an .eml file.
dir="${MAIL_DROP_DIR:-/tmp/reiseportal-mail}"
mkdir -p "$dir"
cat > "$dir/$(date +%Y%m%d-%H%M%S)-$$.eml"
