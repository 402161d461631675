#!/usr/bin/env bash
# Builds a project whose pom.xml is the README's Maven block pasted into a bare <project>, as a
# newcomer would, so the README's set-up cannot drift from one that compiles (issue 33). The
# block is the ```xml block after the README's "CI builds a project from exactly this block"
# comment; the source is src/ here. Like the other examples it gets Pulse from the local
# repository; extra arguments go to Maven (e.g. -Dmaven.repo.local=...).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
block=$(awk '/<!-- CI builds a project from exactly this block/ { marked = 1; next }
             marked && /^```xml/ { inside = 1; next }
             inside && /^```/ { exit }
             inside { print }' "$root/README.md")
if [ -z "$block" ]; then
  echo "README.md: no \`\`\`xml block after the comment '<!-- CI builds a project from exactly this block ... -->'" >&2
  exit 1
fi
# The README promises the compiler plugin the project itself builds with.
pinned=$(sed -n 's:.*<compiler.plugin.version>\(.*\)</compiler.plugin.version>.*:\1:p' "$root/pom.xml")
if ! grep -q "<version>$pinned</version>" <<<"$block"; then
  echo "README.md's Maven block does not pin maven-compiler-plugin $pinned, the version pom.xml builds with" >&2
  exit 1
fi
work="$here/target/project"
rm -rf "$work"
mkdir -p "$work"
cp -r "$here/src" "$work/src"
{
  cat <<'HEAD'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>readme-maven</artifactId>
  <version>1.0.0-SNAPSHOT</version>
HEAD
  printf '%s\n' "$block"
  echo '</project>'
} > "$work/pom.xml"
mvn -B -f "$work/pom.xml" verify "$@"
