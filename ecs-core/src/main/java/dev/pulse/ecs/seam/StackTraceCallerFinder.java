package dev.pulse.ecs.seam;

/**
 * The portable {@link CallerFinder}: reads a {@link Throwable}'s stack trace. Slower than
 * {@code StackWalker} (it captures the whole stack), which matters little: it runs once per
 * observer subscription. TeaVM's traces are empty, so there it answers {@code "?"}.
 */
final class StackTraceCallerFinder implements CallerFinder {

    @Override
    public String callerSite() {
        for (StackTraceElement frame : new Throwable().getStackTrace()) {
            if (PlatformProbe.isCallerFrame(frame.getClassName())) {
                return frame.getFileName() + ":" + frame.getLineNumber();
            }
        }
        return "?";
    }
}
