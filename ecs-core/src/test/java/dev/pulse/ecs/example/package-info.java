/** Examples shown to users in README and docs, compiled and run by the build. */
package dev.pulse.ecs.example;
