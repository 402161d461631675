/**
 * The README's examples, each a whole program shown in full in README.md (so a reader can
 * paste it), compiled on its own and run by the docs module's tests.
 */
package dev.pulse.readme;
