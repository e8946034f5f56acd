// Stylesheets are irrelevant to unit tests.
module.exports = {};
