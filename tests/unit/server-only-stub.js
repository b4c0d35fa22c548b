// server-only is a build-time guard; in Jest every module is server code.
module.exports = {};
