/** Test factories of the programme area's persona part (issue 18). */
export {};
