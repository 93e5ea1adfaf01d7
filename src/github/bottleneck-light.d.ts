// Bottleneck ships types only for its main entry; the light build (what the Octokit plugins load,
// without the Redis code) is the same class.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
