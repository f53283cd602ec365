/** The same tree with every leaf a string: the shape a namespace's French catalogue must have. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
