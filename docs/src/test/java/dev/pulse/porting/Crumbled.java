package dev.pulse.porting;

/** A resource: how many platforms crumbled. */
public final class Crumbled {
    /** Platforms that sank to the ground and crumbled. */
    public int platforms;
}
