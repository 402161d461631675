package dev.pulse.ecs.seam;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class that uses APIs Android's lowest supported level lacks, and that Pulse loads
 * only by name behind {@link PlatformProbe}'s check, with a portable fallback. The Android API
 * check (animal-sniffer) skips classes marked with it; DESIGN.md lists each one.
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface HotSpotOnly {}
