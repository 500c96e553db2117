/** The OpenAPI tags of every seat route (their access is declared in `libraryApi.seats`). */
export const SEAT_TAGS = ['library: seats'];
