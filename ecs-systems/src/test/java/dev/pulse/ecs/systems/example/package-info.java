/** Scheduler examples shown to users in README and docs, compiled and run by the build. */
package dev.pulse.ecs.systems.example;
