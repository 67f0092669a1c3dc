# Sourced by the CMS scripts from cms/: exports cms/.env's variables, except those already in the environment (tests
# and operators set PORT, DATABASE_FILENAME, PRIVATE_UPLOADS_DIR, ...: theirs win). No .env, nothing to read.
[ -f .env ] || return 0
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in '' | \#*) continue ;; esac
  key=${line%%=*}
  value=${line#*=}
  [[ "$key" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || continue
  [ -z "${!key+x}" ] && export "$key=$value"
done < .env
unset line key value
