package dev.pulse.ecs;

import dev.pulse.ecs.seam.PlatformProbe;

/**
 * Facts about the Pulse library in this process.
 */
public final class Pulse {

    private static final Platform PLATFORM = new Platform(PlatformProbe.current());

    private Pulse() {}

    /**
     * Returns the runtime Pulse runs on and the paths it chose there (decided once, on first
     * use): see {@link Platform}.
     *
     * @return the platform, the same object for every call
     */
    public static Platform platform() {
        return PLATFORM;
    }
}
