package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Hands out generational indices: a slot index plus the slot's current generation. {@link World}
 * is built on it (the arenas of {@code dev.pulse.ecs.pool} keep their own slots, with the same
 * limits), and it is public for programs that keep their own structure-of-arrays data and only
 * need handles that detect staleness.
 *
 * <pre>{@code
 * GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
 * Entity a = ids.allocate();          // Entity[0v0]
 * ids.deallocate(a);                  // slot 0 is free, its generation is now 1
 * Entity b = ids.allocate();          // Entity[0v1]: same slot, new generation
 * ids.isLive(a);                      // false: a is stale for ever
 * }</pre>
 *
 * <h2>Slots</h2>
 * Each slot holds one {@code int}: the generation when the slot is live, or a negative value
 * (the bitwise complement of the next generation) when it is free. A liveness check is
 * therefore one paged array read and one comparison, and a forged handle whose generation
 * happens to equal a free slot's next generation is not live. Free slots are chained in a
 * LIFO free list threaded through a second paged {@code int} table, so the most recently freed
 * slot is reused first (warm in cache). Both tables grow one page of {@value Pages#SIZE} slots
 * at a time: allocation never copies storage proportional to the number of slots.
 *
 * <h2>Limits</h2>
 * <ul>
 *   <li>At most {@link #maxSlots()} slots (default {@value #DEFAULT_MAX_SLOTS}); allocating
 *       when every slot is live or retired throws {@link IllegalStateException}.</li>
 *   <li>Generations run from 0 to {@link #maxGeneration()} (default {@link Integer#MAX_VALUE}).
 *       A slot freed at the maximum generation is <em>retired</em>: it is never reused, so a
 *       generation never wraps around into a false match. A game that despawns a million
 *       entities a second in one slot would need 35 minutes to retire it.</li>
 * </ul>
 * Both limits can be lowered through {@link #GenerationalIndexAllocator(int, int)}, which is
 * how the retirement path is tested without billions of operations.
 *
 * <h2>Owner numbers</h2>
 * Each allocator has a small owner number, unique in the JVM, stored in every handle
 * {@link #allocate()} returns. {@link #isLive(Entity)} and {@link #deallocate(Entity)} throw
 * {@link ForeignEntityException} for a handle another allocator (another {@link World}) issued,
 * and so does every {@link World} method. Handles rebuilt with {@link Entity#fromId(long)} have
 * no owner and are checked by index and generation only.
 *
 * <h2>Giving memory back</h2>
 * {@link #trim()} releases the slot pages in which every slot is free: it remembers, per
 * released page, one generation above every generation the page's slots ever had, and when
 * the page is needed again every slot in it starts there, so a handle issued before the trim
 * stays stale. Handles of free slots are dropped too.
 *
 * <p>Not thread-safe. All operations are O(1) except {@link #clear()}, {@link #reserve(int)} and
 * {@link #trim()}.
 */
public final class GenerationalIndexAllocator {

    /** Default maximum number of slots: {@value}. */
    public static final int DEFAULT_MAX_SLOTS = Integer.MAX_VALUE - Pages.SIZE;

    private static final int NO_SLOT = -1;

    /** Source of owner numbers; 0 ({@link Entity#NO_OWNER}) is never handed out. */
    private static final AtomicInteger OWNERS = new AtomicInteger();

    /** This allocator's owner number, stored in every handle it issues; never {@link Entity#NO_OWNER}. */
    final int owner = nextOwner();
    /** How messages name this allocator's handle space: "World#3" when a world owns it. */
    String label = "GenerationalIndexAllocator#" + owner;

    private final int maxSlots;
    private final int maxGeneration;

    /** Per slot: generation when live, {@code ~nextGeneration} when free or retired. */
    private int[][] slotPages = new int[0][];
    /** Per free slot: the next free slot, or {@link #NO_SLOT}. */
    private int[][] nextFreePages = new int[0][];
    /**
     * Per slot: the handle object {@link #allocate()} last returned for it, so walks can hand out
     * the canonical handle of a live index without allocating. Pages are created by
     * {@link #allocate()} only (containers using {@link #allocateIndex()} pay nothing for them).
     */
    Entity[][] handlePages = new Entity[0][];
    /**
     * Per page released by {@link #trim()}: the generation its slots restart at (above every
     * generation they had). Meaningful only where the slot page is {@code null} below {@link #highWater}.
     */
    private int[] restartGenerations = new int[0];
    /** Pages released by {@link #trim()}, reused (before growing) when the free list runs dry. */
    private int[] releasedPages = new int[0];

    private int releasedCount;
    /** Slots ever handed out; slots {@code >= highWater} are untouched. */
    private int highWater;

    private int freeHead = NO_SLOT;
    private int live;
    private int retired;

    /** Creates an allocator with the default limits. */
    public GenerationalIndexAllocator() {
        this(DEFAULT_MAX_SLOTS, Integer.MAX_VALUE);
    }

    /**
     * Creates an allocator with lowered limits.
     *
     * @param maxSlots      the number of slots it may use, {@code 1..}{@value #DEFAULT_MAX_SLOTS}
     * @param maxGeneration the last generation a slot may reach before it is retired,
     *                      {@code 0..Integer.MAX_VALUE}
     * @throws IllegalArgumentException if a limit is out of range
     */
    public GenerationalIndexAllocator(int maxSlots, int maxGeneration) {
        if (maxSlots < 1 || maxSlots > DEFAULT_MAX_SLOTS) {
            throw new IllegalArgumentException("maxSlots must be in 1.." + DEFAULT_MAX_SLOTS + ", was " + maxSlots);
        }
        if (maxGeneration < 0) {
            throw new IllegalArgumentException("maxGeneration must be >= 0, was " + maxGeneration);
        }
        this.maxSlots = maxSlots;
        this.maxGeneration = maxGeneration;
    }

    /**
     * Allocates a slot and returns its handle.
     *
     * @return a live handle
     * @throws IllegalStateException if every slot is live or retired
     */
    public Entity allocate() {
        int index = allocateIndex();
        int page = index >>> Pages.SHIFT;
        int offset = index & Pages.MASK;
        int generation = slotPages[page][offset];
        Entity[][] handles = handlePages;
        if (page >= handles.length || handles[page] == null) {
            handles = addHandlePage(page);
        }
        Entity entity = handles[page][offset];
        // A fresh slot's handle was made with its page (see addHandlePage); a reused slot needs
        // a new one, since a handle's generation never changes.
        if (entity == null || entity.generation() != generation) {
            entity = new Entity(index, generation, owner);
            handles[page][offset] = entity;
        }
        return entity;
    }

    /**
     * The handle {@link #allocate()} returned for a live slot. Unchecked: the slot must be live
     * and allocated through {@link #allocate()}.
     */
    Entity handleUnchecked(int index) {
        return handlePages[index >>> Pages.SHIFT][index & Pages.MASK];
    }

    /**
     * The raw slot word of a slot whose page exists: its generation when live, negative when
     * free. Unchecked: for callers that know the slot was handed out (it holds a component).
     */
    int generationUnchecked(int index) {
        return slotPages[index >>> Pages.SHIFT][index & Pages.MASK];
    }

    /** Creates the handle pages for the first {@code slots} slots (see {@link World#reserve(int)}). */
    void reserveHandles(int slots) {
        if (slots > 0) {
            int lastPage = (slots - 1) >>> Pages.SHIFT;
            for (int page = 0; page <= lastPage; page++) {
                if (page >= handlePages.length || handlePages[page] == null) {
                    addHandlePage(page);
                }
            }
        }
    }

    /**
     * Creates handle page {@code page} with the generation-0 handle of every slot in it that was
     * never handed out, made together so that handle objects lie side by side in the heap
     * instead of between the components that programs allocate for each new entity.
     */
    private Entity[][] addHandlePage(int page) {
        Entity[][] handles = handlePages;
        if (page >= handles.length) {
            // The slot directory already holds the page (allocate and reserve make slot pages
            // first), so the handle directory grows to the same length.
            handles = Arrays.copyOf(handles, slotPages.length);
        }
        Entity[] fresh = new Entity[Pages.SIZE];
        int base = page << Pages.SHIFT;
        // Slots from the one being allocated (highWater - 1) on were never handed out. A guess
        // that turns out wrong is harmless: allocate() checks the generation before using it.
        int from = Math.max(0, highWater - 1 - base);
        int to = (int) Math.min(Pages.SIZE, (long) maxSlots - base);
        for (int offset = from; offset < to; offset++) {
            fresh[offset] = new Entity(base + offset, 0, owner);
        }
        handles[page] = fresh;
        handlePages = handles;
        return handles;
    }

    /**
     * Allocates a slot without creating a handle object; read its generation with
     * {@link #generationOf(int)}. For containers that keep handles in primitive form.
     *
     * @return the index of the allocated slot
     * @throws IllegalStateException if every slot is live or retired
     */
    public int allocateIndex() {
        int index = freeHead;
        if (index == NO_SLOT && releasedCount > 0) {
            restorePage(releasedPages[--releasedCount]);
            index = freeHead;
        }
        if (index != NO_SLOT) {
            int page = index >>> Pages.SHIFT;
            int offset = index & Pages.MASK;
            freeHead = nextFreePages[page][offset];
            slotPages[page][offset] = ~slotPages[page][offset];
        } else {
            index = highWater;
            if (index >= maxSlots) {
                throw new IllegalStateException("Entity limit reached: all " + maxSlots + " slots are live ("
                        + live + ") or retired (" + retired + "); despawn entities before spawning more, or "
                        + "raise the limit");
            }
            int page = index >>> Pages.SHIFT;
            if (page >= slotPages.length || slotPages[page] == null) {
                ensurePage(page);
            }
            highWater = index + 1;
            // A fresh page is zero-filled: generation 0, live.
        }
        live++;
        return index;
    }

    /**
     * Frees the slot of a live handle; the handle and every copy of it become stale.
     *
     * @param entity the handle
     * @return {@code true} if it was live; {@code false} if it was already stale (nothing changes)
     * @throws NullPointerException if {@code entity} is null
     */
    public boolean deallocate(Entity entity) {
        if (entity == null) {
            throw new NullPointerException("Cannot deallocate a null entity handle");
        }
        requireOwn(entity, "deallocate");
        return deallocate(entity.index(), entity.generation());
    }

    /**
     * Frees a slot given in primitive form.
     *
     * @param index      the slot index
     * @param generation the generation the caller holds
     * @return {@code true} if that generation was live; {@code false} otherwise (nothing changes)
     */
    public boolean deallocate(int index, int generation) {
        if (!isLive(index, generation)) {
            return false;
        }
        int page = index >>> Pages.SHIFT;
        int offset = index & Pages.MASK;
        live--;
        if (generation >= maxGeneration) {
            slotPages[page][offset] = Integer.MIN_VALUE;
            retired++;
        } else {
            slotPages[page][offset] = ~(generation + 1);
            nextFreePages[page][offset] = freeHead;
            freeHead = index;
        }
        markDespawned(page, offset, generation);
        return true;
    }

    /** Sets {@link Entity#DESPAWNED} on the slot's canonical handle if it is the one just freed. */
    private void markDespawned(int page, int offset, int generation) {
        Entity[][] handles = handlePages;
        Entity[] slots;
        if (page < handles.length && (slots = handles[page]) != null) {
            Entity handle = slots[offset];
            if (handle != null && handle.generation() == generation) {
                handle.owner |= Entity.DESPAWNED;
            }
        }
    }

    /**
     * Tells whether a handle is live.
     *
     * @param entity the handle; {@code null} is not live
     * @return {@code true} if its slot is allocated at its generation
     * @throws ForeignEntityException if another allocator (another world) issued the handle
     */
    public boolean isLive(Entity entity) {
        if (entity == null) {
            return false;
        }
        if (entity.owner != owner) {
            requireOwn(entity, "check");
        }
        return isLive(entity.index(), entity.generation());
    }

    /**
     * Throws {@link ForeignEntityException} unless {@code entity} was issued here or has no
     * owner; {@code attempted} says what was being done (e.g. {@code "get Position of"}).
     */
    void requireOwn(Entity entity, String attempted) {
        int other = entity.owner & ~Entity.DESPAWNED; // a despawned handle of ours is stale, not foreign
        if (other != owner && other != Entity.NO_OWNER) {
            String prefix = label.substring(0, label.indexOf('#') + 1);
            throw new ForeignEntityException(
                    entity,
                    "Cannot " + attempted + " " + entity + " in " + label
                            + ": that handle was issued by " + prefix + other + ", another world, and here it would"
                            + " reach a stranger in the same slot. Use each handle only with the world that spawned it;"
                            + " to move an entity between worlds, spawn a copy in the other world and map the handles");
        }
    }

    private static int nextOwner() {
        int next;
        do {
            next = OWNERS.incrementAndGet() & ~Entity.DESPAWNED;
        } while (next == Entity.NO_OWNER);
        return next;
    }

    /**
     * Tells whether a slot is allocated at the given generation.
     *
     * @param index      the slot index
     * @param generation the generation
     * @return {@code true} if live
     */
    public boolean isLive(int index, int generation) {
        if (index < 0 || index >= highWater || generation < 0) {
            return false;
        }
        int[] slots = slotPages[index >>> Pages.SHIFT];
        return slots != null && slots[index & Pages.MASK] == generation; // null: released, all free
    }

    /**
     * Returns the generation of a live slot.
     *
     * @param index the slot index
     * @return its generation, or {@code -1} if the slot is not live
     */
    public int generationOf(int index) {
        if (index < 0 || index >= highWater) {
            return -1;
        }
        int[] slots = slotPages[index >>> Pages.SHIFT];
        int value = slots == null ? -1 : slots[index & Pages.MASK];
        return value >= 0 ? value : -1;
    }

    /**
     * Frees every live slot, so every handle issued so far becomes stale. O(slots used).
     */
    public void clear() {
        for (int index = highWater - 1; index >= 0; index--) {
            int[] slots = slotPages[index >>> Pages.SHIFT];
            int generation = slots == null ? -1 : slots[index & Pages.MASK];
            if (generation >= 0) {
                deallocate(index, generation);
            }
        }
    }

    /**
     * Allocates the pages for the first {@code slots} slots now, so that allocation up to that
     * count never allocates memory.
     *
     * @param slots the number of slots to prepare
     * @throws IllegalArgumentException if {@code slots} is negative or above {@link #maxSlots()}
     */
    public void reserve(int slots) {
        if (slots < 0 || slots > maxSlots) {
            throw new IllegalArgumentException("Cannot reserve " + slots + " slots: must be in 0.." + maxSlots);
        }
        if (slots > 0) {
            ensurePage((slots - 1) >>> Pages.SHIFT);
        }
    }

    /**
     * Returns the number of live slots.
     *
     * @return live slots
     */
    public int liveCount() {
        return live;
    }

    /**
     * Returns the number of slots ever used (live, free or retired); indices of live slots are
     * below it.
     *
     * @return the high-water mark of slot indices
     */
    public int slotCount() {
        return highWater;
    }

    /**
     * Returns the number of slots retired because their generation ran out.
     *
     * @return retired slots
     */
    public int retiredCount() {
        return retired;
    }

    /**
     * Returns the maximum number of slots.
     *
     * @return the slot limit
     */
    public int maxSlots() {
        return maxSlots;
    }

    /**
     * Returns the last generation a slot may reach before it is retired.
     *
     * @return the generation limit
     */
    public int maxGeneration() {
        return maxGeneration;
    }

    private void ensurePage(int lastPage) {
        if (lastPage >= slotPages.length) {
            int length = Pages.grownDirectoryLength(slotPages.length, lastPage);
            slotPages = Arrays.copyOf(slotPages, length);
            nextFreePages = Arrays.copyOf(nextFreePages, length);
        }
        for (int page = 0; page <= lastPage; page++) {
            if (slotPages[page] == null) {
                if ((long) page << Pages.SHIFT < highWater) {
                    unrelease(page); // released by trim(): its slots must restart above their old generations
                } else {
                    slotPages[page] = new int[Pages.SIZE];
                    nextFreePages[page] = new int[Pages.SIZE];
                }
            }
        }
    }

    /**
     * Gives back memory no longer needed: releases every slot page in which no slot is live or
     * retired (remembering the generation its slots restart at, so old handles stay stale),
     * and drops the canonical handles of free slots. A released page comes back (before the
     * allocator grows) when the free list runs dry; all its slots then restart at the highest
     * generation any of them had reached, so they retire somewhat sooner. The free list is
     * rebuilt in ascending slot order. O(slots ever used).
     *
     * @return the number of slot pages released by this call
     */
    public int trim() {
        int pages = (int) (((long) highWater + Pages.MASK) >>> Pages.SHIFT);
        if (restartGenerations.length < pages) {
            restartGenerations = Arrays.copyOf(restartGenerations, slotPages.length);
        }
        int releasedNow = 0;
        for (int page = 0; page < pages; page++) {
            int[] slots = slotPages[page];
            if (slots == null) {
                continue;
            }
            int used = Math.min(Pages.SIZE, highWater - (page << Pages.SHIFT));
            int restart = 0;
            boolean allFree = true;
            Entity[] handles = page < handlePages.length ? handlePages[page] : null;
            for (int offset = 0; offset < used; offset++) {
                int value = slots[offset];
                if (value >= 0 || value == Integer.MIN_VALUE) {
                    allFree = false; // live, or retired (kept so that it stays retired)
                } else {
                    restart = Math.max(restart, ~value);
                    if (handles != null) {
                        handles[offset] = null; // a free slot's handle is rebuilt when the slot is reused
                    }
                }
            }
            if (allFree) {
                slotPages[page] = null;
                nextFreePages[page] = null;
                if (handles != null) {
                    handlePages[page] = null;
                }
                restartGenerations[page] = restart;
                if (releasedCount == releasedPages.length) {
                    releasedPages = Arrays.copyOf(releasedPages, Math.max(4, releasedCount * 2));
                }
                releasedPages[releasedCount++] = page;
                releasedNow++;
            }
        }
        // Lowest pages on top of the stack, so they are reused first.
        Arrays.sort(releasedPages, 0, releasedCount);
        for (int i = 0, j = releasedCount - 1; i < j; i++, j--) {
            int t = releasedPages[i];
            releasedPages[i] = releasedPages[j];
            releasedPages[j] = t;
        }
        if (releasedCount < releasedPages.length / 4) {
            releasedPages = Arrays.copyOf(releasedPages, releasedCount);
        }
        rebuildFreeList(pages);
        return releasedNow;
    }

    /** Chains every free slot of the pages that exist, lowest index first. */
    private void rebuildFreeList(int pages) {
        freeHead = NO_SLOT;
        for (int page = pages - 1; page >= 0; page--) {
            int[] slots = slotPages[page];
            if (slots == null) {
                continue;
            }
            int[] next = nextFreePages[page];
            int used = Math.min(Pages.SIZE, highWater - (page << Pages.SHIFT));
            for (int offset = used - 1; offset >= 0; offset--) {
                int value = slots[offset];
                if (value < 0 && value != Integer.MIN_VALUE) {
                    next[offset] = freeHead;
                    freeHead = (page << Pages.SHIFT) | offset;
                }
            }
        }
    }

    /** Brings back a page released by {@link #trim()}: every used slot free at its restart generation. */
    private void restorePage(int page) {
        int[] slots = new int[Pages.SIZE];
        int[] next = new int[Pages.SIZE];
        int base = page << Pages.SHIFT;
        int used = Math.min(Pages.SIZE, highWater - base);
        int free = ~restartGenerations[page];
        // Slots from highWater on were never handed out: they stay zero (generation 0, fresh).
        for (int offset = used - 1; offset >= 0; offset--) {
            slots[offset] = free;
            next[offset] = freeHead;
            freeHead = base | offset;
        }
        slotPages[page] = slots;
        nextFreePages[page] = next;
    }

    /** Restores a released page out of turn (for {@link #reserve(int)}) and takes it off the stack. */
    private void unrelease(int page) {
        for (int i = 0; i < releasedCount; i++) {
            if (releasedPages[i] == page) {
                System.arraycopy(releasedPages, i + 1, releasedPages, i, releasedCount - i - 1);
                releasedCount--;
                break;
            }
        }
        restorePage(page);
    }
}
