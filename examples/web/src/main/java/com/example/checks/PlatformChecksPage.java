package com.example.checks;

/**
 * The browser's main class of the checks page (TeaVM compiles it to {@code js/checks.js} and
 * {@code wasm/checks.wasm}, loaded by {@code checks-js.html} and {@code checks-wasm.html}): runs
 * {@link PlatformChecks} expecting TeaVM and prints their lines, which the page copies into its
 * {@code #out} element.
 */
public final class PlatformChecksPage {

    private PlatformChecksPage() {
    }

    /**
     * Runs the checks, expecting TeaVM, and prints their lines.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        PlatformChecks.print(PlatformChecks.Host.TEAVM);
    }
}
