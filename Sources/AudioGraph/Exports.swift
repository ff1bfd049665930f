// `import AudioGraph` also gives the sound engine (scores, pitch maps, timbres) and the sound
// file types (formats, encodings, errors) that the sonifier's API is written in.
@_exported public import SonificationCore
@_exported public import AudioIO
