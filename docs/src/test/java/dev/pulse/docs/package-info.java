/**
 * The doc-drift check. Source regions marked {@code // snippet:NAME} ... {@code // end:NAME}
 * in any module's {@code src/main/java} or {@code src/test/java} are the only place example
 * code is written; every {@code java} code block in the Markdown documentation names the region
 * it shows with {@code <!-- snippet:NAME -->} on the line before it, and
 * {@link dev.pulse.docs.DocSnippetsTest} fails when the two differ or when a block names
 * nothing. Running it with {@code -Dsnippets.update=true} rewrites the blocks from the sources.
 */
package dev.pulse.docs;
