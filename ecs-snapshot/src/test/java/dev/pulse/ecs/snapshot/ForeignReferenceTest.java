package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ForeignEntityException;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Health;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A component field that holds another world's entity is a bug in the saved program, like a
 * foreign handle passed to any {@link World} method: saving refuses it, naming the component,
 * the field and the entity, as {@link FieldWriter#writeEntity} documents.
 */
class ForeignReferenceTest {

    private final Snapshots snapshots = TestWorlds.snapshots();

    private static World pointingAbroad() {
        World other = new World();
        Entity stranger = other.spawn();
        World world = new World();
        world.spawn(new Health(1));
        world.spawn(new Target(stranger));
        return world;
    }

    @Test
    void savingAReferenceToAnotherWorldsEntityIsRefusedNamingTheComponentAndField() {
        World world = pointingAbroad();
        for (Runnable save : List.<Runnable>of(() -> snapshots.toBinary(world), () -> snapshots.toJson(world))) {
            ForeignEntityException e = assertThrows(ForeignEntityException.class, save::run);
            assertTrue(
                    e.getMessage().contains("field 'entity' of the " + Target.class.getName() + " of Entity[1v0]"),
                    e.getMessage());
            assertTrue(e.getMessage().contains("another world"), e.getMessage());
        }
    }

    @Test
    void aRefusedSaveWritesNothingToTheStream() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThrows(
                ForeignEntityException.class,
                () -> snapshots.write(pointingAbroad(), List.of(), SnapshotFormat.BINARY, out));
        assertEquals(0, out.size());
    }

    @Test
    void aDespawnedEntityOfTheSavedWorldIsStillWrittenAsStale() {
        World world = new World();
        Entity gone = world.spawn();
        world.spawn(new Target(gone));
        world.despawn(gone);
        World loaded = new World();
        snapshots.fromBinary(snapshots.toBinary(world), loaded);
        Entity reference = loaded.get(loaded.entityAt(0), Target.class).entity();
        assertTrue(!loaded.isAlive(reference));
    }
}
