/** The default share of its capacity at which a warehouse counts as nearly full (`warehouseNearCapacityPercent`). */
export const DEFAULT_NEAR_CAPACITY_PERCENT = 90;

/** How full a warehouse is: empty, normal, near its capacity (from `nearPercent`), or full. */
export type OccupancyLevel = 'empty' | 'normal' | 'near' | 'full';

/** The level of an occupancy against a capacity; a warehouse without a capacity is never near it. */
export function occupancyLevel(
  occupancy: number,
  capacity: number,
  nearPercent = DEFAULT_NEAR_CAPACITY_PERCENT,
): OccupancyLevel {
  if (occupancy <= 0) return 'empty';
  if (capacity <= 0) return 'normal';
  if (occupancy >= capacity) return 'full';
  return (occupancy * 100) / capacity >= nearPercent ? 'near' : 'normal';
}
