/** Test factories of the programme area's shake part (issue 18). */
export {};
