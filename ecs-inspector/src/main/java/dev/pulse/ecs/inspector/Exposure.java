package dev.pulse.ecs.inspector;

/**
 * Who may reach the inspector's page. The page shows every entity and component of the world
 * to anyone who can connect, without a password, so the default is this machine only.
 */
public enum Exposure {
    /**
     * Only this machine: the server binds a loopback address (127.0.0.1 by default) and answers
     * only requests addressed to it by that address or as {@code localhost}.
     */
    LOOPBACK_ONLY,
    /**
     * Any host that can reach the bound address, e.g. a phone or a second computer on the local
     * network. The inspector logs a warning when it starts. Use only on a network you trust.
     */
    NETWORK
}
