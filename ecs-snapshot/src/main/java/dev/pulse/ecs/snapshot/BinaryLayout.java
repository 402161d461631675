package dev.pulse.ecs.snapshot;

/**
 * Constants of the binary format (version {@value #VERSION}).
 *
 * <pre>
 * snapshot := magic:8 ("PULSESNP") version:u16 section* END:u8(0)
 * section  := tag:u8 length:u32 payload[length]
 * ENTITIES (tag 1) := count:varint
 * TYPES    (tag 2) := typeCount:varint type*
 * type     := name:string fieldCount:varint (fieldName:string kind:u8)* rowCount:varint row*
 * row      := owner:varint (0 = extra, k+1 = entity k) value*
 * value    := boolean u8 0|1 | int i32 | long i64 | float i32 raw bits | double i64 raw bits
 *           | string varint(0 = null, n+1 = n UTF-8 bytes follow) | entity varint(0 = null, 1 = stale, k+2 = entity k)
 * string   := length:varint UTF-8 bytes
 * </pre>
 * Numbers are big-endian; varints are unsigned LEB128. ENTITIES comes before TYPES, each
 * exactly once. Tags 3 and up are reserved for sections of later versions (resources,
 * relations); this version refuses them.
 */
final class BinaryLayout {

    static final byte[] MAGIC = {'P', 'U', 'L', 'S', 'E', 'S', 'N', 'P'};
    static final int VERSION = 1;
    static final int END = 0;
    static final int ENTITIES = 1;
    static final int TYPES = 2;

    private BinaryLayout() {}
}
