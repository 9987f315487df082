/** Test factories of the programme area's dealer part (issue 18). */
export {};
